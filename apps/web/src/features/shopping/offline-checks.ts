// Checks made on the shopping list without a connection are kept on this device and sent, in order,
// when the connection is back (docs/decisions/106); until then the list shows them as made.
import type { ShoppingList } from '@sous/domain';
import { SHOPPING_PREFIX } from '../../lib/cook-storage.ts';
import { readItem, removeItem, writeItem } from '../../lib/storage.ts';

export interface PendingCheck {
  key: string;
  checked: boolean;
}

const queueKey = (userId: string) => `${SHOPPING_PREFIX}pending.${userId}`;
const copyKey = (userId: string) => `${SHOPPING_PREFIX}copy.${userId}`;

/** The queue with one more check: a later check of the same line replaces the earlier one. */
export function queueCheck(queue: readonly PendingCheck[], check: PendingCheck): PendingCheck[] {
  return [...queue.filter((pending) => pending.key !== check.key), check];
}

/** The list as the cook left it: the queued checks applied over the server's answer. */
export function applyChecks(list: ShoppingList, queue: readonly PendingCheck[]): ShoppingList {
  if (queue.length === 0) return list;
  const wanted = new Map(queue.map((check) => [check.key, check.checked]));
  const apply = <Line extends { key: string; checked: boolean }>(line: Line): Line =>
    wanted.has(line.key) ? { ...line, checked: wanted.get(line.key) ?? line.checked } : line;
  return {
    aisles: list.aisles.map((aisle) => ({ ...aisle, lines: aisle.lines.map(apply) })),
    covered: list.covered.map(apply),
  };
}

/**
 * Sends the queued checks in order. A network failure stops and keeps the rest for later; an answer
 * that is an error (the line was cleared elsewhere) drops that check, since sending it again cannot help.
 */
export async function flushChecks(
  queue: readonly PendingCheck[],
  send: (check: PendingCheck) => Promise<unknown>,
): Promise<PendingCheck[]> {
  for (const [index, check] of queue.entries()) {
    try {
      await send(check);
    } catch (error) {
      if (error instanceof TypeError) return queue.slice(index);
    }
  }
  return [];
}

export function readQueue(userId: string): PendingCheck[] {
  try {
    const parsed: unknown = JSON.parse(readItem('local', queueKey(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((c): c is PendingCheck => typeof c?.key === 'string' && typeof c?.checked === 'boolean')
      : [];
  } catch {
    return [];
  }
}

export function writeQueue(userId: string, queue: readonly PendingCheck[]): void {
  if (queue.length === 0) removeItem('local', queueKey(userId));
  else writeItem('local', queueKey(userId), JSON.stringify(queue));
}

/** The last list the server sent, so the page opens without a connection. */
export function rememberList(userId: string, list: ShoppingList): void {
  writeItem('local', copyKey(userId), JSON.stringify(list));
}

export function recallList(userId: string): ShoppingList | undefined {
  try {
    const text = readItem('local', copyKey(userId));
    return text ? (JSON.parse(text) as ShoppingList) : undefined;
  } catch {
    return undefined;
  }
}
