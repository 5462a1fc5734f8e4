import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
