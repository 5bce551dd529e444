import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes, read and written as Buffers: the SHA-1 address hashes the breach features store. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
