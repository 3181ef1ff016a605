/** Solves an ALTCHA challenge as the widget does, and packs the payload it would submit. */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/** The widget's payload: base64 of JSON `{ challenge, solution }`. */
export async function solveAltcha(challenge: object): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error("ALTCHA challenge not solved in time");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
