/**
 * Builds a parameterised WHERE clause piece by piece. Each value goes through `param`, which
 * returns its numbered placeholder: `where.add(\`x = ${where.param(value)}\`)`. No placeholder is
 * rewritten afterwards, so a condition may hold any SQL (jsonb `?` operators included).
 */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds a condition whose values were passed through `param`. */
  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  /** The placeholder of one more value ($1, $2…), for a condition, ORDER BY or LIMIT. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
