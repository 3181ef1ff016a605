/** Identifiers and secret digests: one way to make each, used by every domain. */
import { createHash, randomBytes, randomUUID } from "node:crypto";

/** A new row id. */
export const newId = (): string => randomUUID();

/** A secret for a link or key: 32 random bytes, URL-safe. Only its hash is stored. */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** The hex SHA-256 of a secret, as stored and compared. */
export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
