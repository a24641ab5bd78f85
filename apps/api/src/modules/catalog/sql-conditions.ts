/** Builds a parameterised WHERE clause piece by piece: `where.add('x = ?', value)`. */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds a condition; each `?` takes the next value, in order. */
  add(condition: string, ...values: unknown[]): this {
    let index = 0;
    this.parts.push(
      condition.replace(/\?/g, () => {
        this.params.push(values[index]);
        index += 1;
        return `$${this.params.length}`;
      }),
    );
    return this;
  }

  /** A placeholder for one more value, for ORDER BY or LIMIT clauses. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
