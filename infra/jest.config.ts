import { jestProject } from '../jest.project';

export default jestProject('infra', 'node');
