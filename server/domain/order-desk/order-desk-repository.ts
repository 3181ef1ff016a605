/** The table the order desk owns: internal notes on orders (append-only in the database itself). */
import { asc, eq } from "drizzle-orm";
import { orderNotes } from "../../db/schema.ts";
import type { Tx } from "../../kernel/index.ts";

export type OrderNoteRow = typeof orderNotes.$inferSelect;

export async function insertNote(tx: Tx, row: OrderNoteRow): Promise<void> {
  await tx.insert(orderNotes).values(row);
}

/** An order's notes, oldest first (`order_notes_order_idx`). */
export function notesOf(tx: Tx, orderId: string): Promise<OrderNoteRow[]> {
  return tx.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}
