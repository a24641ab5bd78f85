import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { preparedStatements } from './prepared-statements';

const { serialize } = protocol;

/**
 * Runs parameterised queries on PGlite as named statements, in one call to the engine each.
 * PGlite's `query` parses and plans every query, in six calls to the engine (parse, describe,
 * bind, describe, execute, sync): 0.5 ms for the session check at each request, against 0.2 ms
 * prepared once (docs/performance/catalogues.md). The statements are named by the same rule as
 * on PostgreSQL (`preparedStatements`): text matching stays planned each time, by `query`.
 * Each run waits, as `query` does, for a transaction under way to end, and holds the engine for
 * itself: nothing comes between the messages of one statement.
 */
export function pglitePrepared(client: PGlite, statement: ReturnType<typeof preparedStatements>) {
  /** The parameter types of each statement prepared, by name. */
  const prepared = new Map<string, number[]>();

  async function prepare(name: string, text: string): Promise<number[]> {
    const known = prepared.get(name);
    if (known) return known;
    const { messages } = await client.execProtocol(
      join(
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(messages);
    prepared.set(name, types);
    return types;
  }

  return async <T>(text: string, params: unknown[] | undefined): Promise<T[] | undefined> => {
    const config = statement(text, params);
    if (!config.name || !params) return undefined;
    const name = config.name;
    // The same two locks as PGlite's own `query`: after any transaction under way, then alone.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const types = await prepare(name, text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[types[i] as number];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          join(
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ),
        );
        return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
      }),
    );
  };
}

function join(...messages: Uint8Array[]): Uint8Array {
  return Buffer.concat(messages);
}
