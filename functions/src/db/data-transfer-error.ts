/** A refusal of data:export or data:import that the operator can act on (printed without a stack). */
export class DataTransferError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataTransferError';
  }
}
