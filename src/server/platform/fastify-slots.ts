// Two of Fastify's per-request slots, read directly on the hot path (decisions 1413, 1416): a reply's header
// object and a request's route context. Fastify does not export the symbols that name them (its
// lib/symbols.js is private), so each is found once, by its description, on the first object that has
// it. Should a Fastify release rename or drop one, the lookup finds nothing and the callers take the
// public way (`reply.headers()`, `request.routeOptions.url`): slower, never wrong.

/** A symbol-keyed slot of an object, found by the symbol's description on the first object that has it. */
export class FastifySlot<T> {
  readonly #description: string;
  /** the symbol once found; null: looked for and absent */
  #symbol: symbol | null | undefined;

  constructor(description: string) {
    this.#description = description;
  }

  #symbolOf(object: object): symbol | null {
    if (this.#symbol !== undefined) return this.#symbol;
    const found = Object.getOwnPropertySymbols(object).find((symbol) => symbol.description === this.#description);
    this.#symbol = found ?? null;
    return this.#symbol;
  }

  /** Whether the object has the slot (false: use the public way). */
  has(object: object): boolean {
    return this.#symbolOf(object) !== null;
  }

  get(object: object): T | undefined {
    const symbol = this.#symbolOf(object);
    return symbol === null ? undefined : ((object as Record<symbol, T | undefined>)[symbol] ?? undefined);
  }

  set(object: object, value: T): void {
    const symbol = this.#symbolOf(object);
    if (symbol !== null) (object as Record<symbol, T>)[symbol] = value;
  }
}

/** A reply's headers until Fastify writes them (`reply.getHeaders()` reads the same object). */
export const replyHeaders = new FastifySlot<Record<string, unknown>>('fastify.reply.headers');
/** A request's route context; its `config.url` is the pattern of the route that answered. */
export const routeContext = new FastifySlot<{ config?: { url?: string } }>('fastify.context');
