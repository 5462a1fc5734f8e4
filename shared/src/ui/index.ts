export * from './remote-frame';
