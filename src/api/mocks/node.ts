/** MSW for unit tests (jsdom / Node). */
import { setupServer } from 'msw/node';
import { handlerList } from './handlers';

export const server = setupServer(...handlerList);
