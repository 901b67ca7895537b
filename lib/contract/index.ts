// What browser code, the server-data layer and the embedded backend share: response codes, paths, payload
// types and the bot-check path builder. Nothing here runs only on one side.
export * from './codes';
export * from './paths';
export * from './reca';
export * from './types';
export * from './cookieOps';
export * from './unikey';
