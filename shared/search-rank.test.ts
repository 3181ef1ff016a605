import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MATCH_KINDS, rankSearchMatches, type MatchKind, type SearchMatch } from "./search-rank.ts";

const m = (key: string, kind: MatchKind, local = true, extra = 0): SearchMatch<string> => ({ item: key, key, kind, local, extra, matched: key });
const byName = (a: string, b: string) => a.localeCompare(b);
const rankKeys = (matches: SearchMatch<string>[], limit = 10) => rankSearchMatches(matches, limit, byName).map((h) => h.item);

describe("search ranking rule", () => {
  it("counts each destination once, by its best match", () => {
    const hits = rankSearchMatches([m("japan", "contains", false), m("japan", "exact"), m("japan", "prefix")], 10, byName);
    expect(hits).toEqual([{ item: "japan", matched: "japan" }]);
  });

  it("lists typos only when nothing matched as typed, and only the closest kind", () => {
    expect(rankKeys([m("japan", "typo"), m("svalbard", "typo-word")])).toEqual(["japan"]);
    expect(rankKeys([m("china", "typo"), m("chile", "exact")])).toEqual(["chile"]);
    expect(rankKeys([m("svalbard", "typo-word")])).toEqual(["svalbard"]);
  });

  it("drops weak matches in other languages when a strong match exists, keeps the page language's", () => {
    expect(rankKeys([m("uk", "exact"), m("ukraine", "prefix"), m("albania", "contains", false), m("dubai", "contains")])).toEqual(["uk", "ukraine", "dubai"]);
  });

  it("still finds a destination matched only in another language", () => {
    expect(rankKeys([m("germany", "exact", false)])).toEqual(["germany"]);
    expect(rankKeys([m("albania", "contains", false)])).toEqual(["albania"]);
  });

  it("orders by kind, then the page language, then the closer name, then the tiebreak", () => {
    expect(rankKeys([m("d", "prefix", true, 5), m("c", "prefix", true, 2), m("b", "exact", false), m("a", "exact"), m("e", "prefix", false, 0)])).toEqual([
      "a", "b", "c", "d", "e",
    ]);
    expect(rankKeys([m("zeta", "prefix"), m("alpha", "prefix")])).toEqual(["alpha", "zeta"]);
  });

  const matchArb = fc.record({
    key: fc.constantFrom("a", "b", "c", "d", "e", "f"),
    kind: fc.constantFrom(...MATCH_KINDS),
    local: fc.boolean(),
    extra: fc.nat(20),
  }).map(({ key, kind, local, extra }) => m(key, kind, local, extra));

  it("never lists a destination twice nor more than the limit, and finds something whenever anything matched", () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 30 }), fc.nat(8), (matches, limit) => {
        const keys = rankKeys(matches, limit);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.length).toBeLessThanOrEqual(limit);
        if (matches.length > 0 && limit > 0) expect(keys.length).toBeGreaterThan(0);
      }),
    );
  });

  it("puts an exact match in the page's language ahead of every destination without one", () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 30 }), (others) => {
        const matches = [...others.filter((o) => o.key !== "home" && !(o.kind === "exact" && o.local)), m("home", "exact")];
        expect(rankKeys(matches)[0]).toBe("home");
      }),
    );
  });

  it("is not swayed by the order the matches arrive in", () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 30 }), (matches) => {
        const distinct = matches.filter((x, i) => matches.findIndex((y) => y.key === x.key && y.kind === x.kind && y.local === x.local && y.extra === x.extra) === i);
        expect(rankKeys([...distinct].reverse())).toEqual(rankKeys(distinct));
      }),
    );
  });
});
