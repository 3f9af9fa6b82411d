export { handlers, handlerList, backendHandler } from './handlers';
export { loading, empty, error, slow, failTimes, failAfter, failLaterPages, firstAnswerLost, recorded, aiReply, scenario, handlersOf, DEFAULT_ERROR_MESSAGE } from './scenarios';
export { getMockDb, resetMockDb, seedData, setMockDb } from './db';
export { MOCK_OTP, setMockAuthRequired } from './context';
