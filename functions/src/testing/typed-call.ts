import type { CallableInput, CallableName, CallableOutput } from '@bulwark/contracts/contracts';
import type { TestClient } from '@/testing/test-client';

/** TestClient.call with the contract's types: the body is the output (check status first on errors). */
export async function callAs<N extends CallableName>(
  client: TestClient,
  name: N,
  input: CallableInput<N>,
): Promise<{ status: number; body: CallableOutput<N> }> {
  // The test client's body is untyped JSON; the contract says what a successful call returns.
  const result: { status: number; body: unknown } = await client.call(name, input);
  return { status: result.status, body: result.body as CallableOutput<N> };
}
