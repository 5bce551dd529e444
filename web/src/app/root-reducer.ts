import { combineReducers } from '@reduxjs/toolkit';
import { connectionReducer } from '@/lib/realtime/connection.slice';
import { sessionReducer } from '@/lib/session/session.slice';

/** Its own module so the listeners can know the state's shape without importing the store. */
export const rootReducer = combineReducers({
  session: sessionReducer,
  connection: connectionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
