/**
 * Text folding for destination search: case-, width- and accent-insensitive, so "japn",
 * "JAPAN", "Ｊａｐａｎ", "España"/"espana" and "Türkiye"/"turkiye" meet, while CJK and kana
 * are kept as they are (they carry no case or accents to fold).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .replace(/[æÆ]/g, "ae")
    .replace(/[łŁ]/g, "l")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/[\s\-_'’.,()&/]+/g, " ")
    .trim()
    .normalize("NFC");
}

/**
 * Optimal string alignment distance bounded by `max`: returns max + 1 as soon as the distance
 * must exceed it, which keeps a whole-catalogue scan cheap. Counts insertion, deletion,
 * substitution and the swap of two neighbours ("japna") as one edit each.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, prevPrev[j - 2] + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n];
}
