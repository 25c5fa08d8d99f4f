/**
 * The site speaks American English (DEVELOPERS-GUIDE): the demo content and the strings the public
 * pages show must not bring British spellings back. Content files are read whole; in app/ only
 * what a visitor can see is read (string literals, template text and JSX text; comments and
 * identifiers are code). The staff area is read the same way.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "~/server/project-root.server";

/** Whole words, any case; each group lists the British form's stem and its endings. */
const BRITISH = new RegExp(
  String.raw`\b(` +
    [
      // -our
      String.raw`(colour|favour|neighbour|behaviour|honour|humour|labour|flavour|harbour|rumour|odour|savour|endeavour|armour|parlour|vigour|rigour|tumour)(s|ed|ing|ful|ite|ites|hood|able|less)?`,
      // -ise / -isation (verbs whose American form is -ize)
      String.raw`(organi|customi|recogni|reali|apologi|personali|minimi|maximi|prioriti|speciali|optimi|finali|utili|summari|saniti|normali|categori|authori|critici|revitali|moisturi|energi|harmoni|visuali|stabili|sterili|neutrali|memori|locali|centrali|characteri|familiari|sensiti|desensiti|immobili|pressuri|standardi|modernise|anonymi)(se|sed|ses|sing|ser|sers|sation|sations)`,
      // -yse
      String.raw`(analy|paraly|cataly)(se|sed|ses|sing)`,
      // -re
      String.raw`(centre|metre|litre|fibre|theatre|calibre|lustre|sombre|meagre)s?`,
      // single words
      String.raw`programmes?|travell(ing|ed|er|ers)|cancell(ed|ing)|labell(ed|ing)|modell(ed|ing)|counsell(ing|or|ors)|jeweller(y|s)?|grey(s|ish|ing)?|whilst|amongst|enrol(s|ment|ments)?|fulfil(s|ment)?|skilful|instalments?|defence|licence|practised|offence|ageing|manoeuvres?|aluminium|tyres?|cheques?|paediatric|oestrogen|anaesthe(tic|tics|sia)|oedema|haemoglobin|catalogue|pyjamas|learnt|speciality|specialities|sceptical|orthopaedic|gynaecology|judgement|enquir(y|ies|e|ed|ing)|mum`,
    ].join("|") +
    String.raw`)\b`,
  "giu",
);

function files(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(PROJECT_ROOT, file);

/** What a visitor can see in a source file: its string literals, template text and JSX text. */
function visibleText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function britishIn(texts: string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(BRITISH)].map((match) => match[0]));
}

describe("American English", () => {
  it("the word list catches British spellings and leaves American ones", () => {
    expect(
      britishIn([
        "Our neighbours, coloured inks, a customised plan, all colours, a favourite, the centre",
        "grey hair, moisturiser, organised, analyse, programme, travelling, jewellery, whilst, enrol",
      ]),
    ).toHaveLength(15);
    expect(
      britishIn([
        "Our neighbors, colored inks, a customized plan, all colors, a favorite, the center",
        "gray hair, moisturizer, organized, analyze, advise, exercise, promise, surprise, expertise",
        "specialist, realistic, enrolling, advertising, color, Colorado",
      ]),
    ).toEqual([]);
  });

  it("in the demo content", () => {
    const found = files(path.join(PROJECT_ROOT, "content"), (file) =>
      /\.(?:json|html|md|mjs)$/.test(file),
    ).flatMap((file) =>
      britishIn([fs.readFileSync(file, "utf8")]).map((word) => `${rel(file)}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it("in the interface's strings", () => {
    const found = files(path.join(PROJECT_ROOT, "app"), (file) => /\.tsx?$/.test(file)).flatMap(
      (file) => britishIn(visibleText(file)).map((word) => `${rel(file)}: ${word}`),
    );
    expect(found).toEqual([]);
    // Parsing every source file with TypeScript: seconds on a busy 2-core machine, not 5.
  }, 30_000);
});
