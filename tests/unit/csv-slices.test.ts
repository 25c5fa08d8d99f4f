import { describe, expect, it } from "vitest";
import { toCsv, toCsvInSlices } from "~/server/leads/csv.server";

describe("toCsvInSlices", () => {
  const header = ["name", "note"];
  const items = Array.from({ length: 1203 }, (_, i) => ({ name: `=cmd${i}`, note: `a "b", ${i}` }));
  const cells = (item: (typeof items)[number]) => [item.name, item.note];

  it("writes exactly what toCsv writes", async () => {
    expect(await toCsvInSlices(header, items, cells, { bom: true, slice: 100 })).toBe(
      toCsv(header, items.map(cells), { bom: true }),
    );
    expect(await toCsvInSlices(header, [], cells)).toBe(toCsv(header, []));
  });

  it("lets other work run between slices", async () => {
    let ranMeanwhile = false;
    setImmediate(() => (ranMeanwhile = true));
    await toCsvInSlices(header, items, cells, { slice: 100 });
    expect(ranMeanwhile).toBe(true);
  });
});
