import { combineSlices } from '@reduxjs/toolkit';
import { connectionSlice } from '@/lib/realtime/connection.slice';
import { sessionSlice } from '@/lib/session/session.slice';

/** Its own module so the listeners can know the state's shape without importing the store. */
export const rootReducer = combineSlices(sessionSlice, connectionSlice);

export type RootState = ReturnType<typeof rootReducer>;
