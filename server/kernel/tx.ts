/**
 * What a domain function that writes takes: the database or an open transaction, so a caller
 * can put several domains' writes (and the jobs they enqueue) in one transaction.
 */
import type { Db } from "../db/client.ts";

export type { Db };
/** The database or a transaction. */
export type Tx = Pick<Db, "select" | "update" | "insert" | "delete" | "execute">;
/** The callback's argument of `db.transaction`: a transaction, which can open savepoints. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
