import { jestProject } from '../jest.project';

export default jestProject('mf-leads');
