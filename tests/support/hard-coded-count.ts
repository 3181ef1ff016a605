/**
 * Text that states a catalogue count by hand in one of the seven languages: "35+ countries",
 * "über 200 Reiseziele", "35か国以上", "200 多个目的地", "200'den fazla". Such counts go stale as the
 * catalogue changes; they are filled in from it instead (PRODUCT.md#catalogue-counts).
 */
export const HARD_CODED_COUNT =
  /\d+\s*\+|(?:über|más de|more than)\s+\d{2,}|\d{2,}'(?:den|ten|dan|tan) fazla|\d{2,}\s*(?:countries|destinations|Länder|Reiseziele|países|destinos|ülke|destinasyon|か国|以上|の渡航先|多个|多個|个国家|個國家|个目的地|個目的地)/i;
