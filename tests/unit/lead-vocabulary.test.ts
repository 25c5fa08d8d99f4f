import { describe, expect, it } from "vitest";
import {
  CONSULTATION_FORMS,
  isConsultationForm,
  LEAD_KIND_WORDS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_STORE_WORDS,
  LEAD_STORES,
  leadKindLabel,
  storeOf,
} from "~/lib/leads/vocabulary";

describe("the lead vocabulary", () => {
  it("stores each kind in one of the three stores, the consultation forms together", () => {
    expect(LEAD_KINDS.map(storeOf)).toEqual(["contact", "career", "lead", "lead", "lead", "contact"]);
    expect(LEAD_KINDS.filter(isConsultationForm)).toEqual([...CONSULTATION_FORMS]);
    expect(new Set(LEAD_KINDS.map(storeOf))).toEqual(new Set(LEAD_STORES));
  });

  it("has words for every kind, status and store, and no two kinds share a label", () => {
    expect(Object.keys(LEAD_KIND_WORDS).sort()).toEqual([...LEAD_KINDS].sort());
    expect(Object.keys(LEAD_STATUS_LABELS).sort()).toEqual([...LEAD_STATUSES].sort());
    expect(Object.keys(LEAD_STORE_WORDS).sort()).toEqual([...LEAD_STORES].sort());
    expect(new Set(LEAD_KINDS.map(leadKindLabel)).size).toBe(LEAD_KINDS.length);
    expect(leadKindLabel("consultation_ipl")).toBe("IPL consultation");
  });
});
