/** MSW for the browser (Storybook). */
import { setupWorker } from 'msw/browser';
import { handlerList } from './handlers';

export const worker = setupWorker(...handlerList);
