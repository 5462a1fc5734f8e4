import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSource } from '../image-source';

let root: string;
let uploads: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'image-source-'));
  uploads = path.join(root, 'uploads');
  await fs.mkdir(path.join(uploads, 'cars'), { recursive: true });
  await fs.writeFile(path.join(uploads, 'cars', 'one.jpg'), 'bytes');
  await fs.writeFile(path.join(root, 'secret.jpg'), 'secret');
});

afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('resolveSource', () => {
  it('finds an upload and names it by path, mtime and size', async () => {
    const source = await resolveSource('uploads/cars/one.jpg', uploads);
    expect(source).toMatchObject({
      kind: 'file',
      file: await fs.realpath(path.join(uploads, 'cars', 'one.jpg')),
    });
    expect(source?.id).toMatch(/^uploads\/cars\/one\.jpg@[\d.]+-5$/);
  });

  it.each([
    'uploads/../secret.jpg',
    'uploads/cars/../../secret.jpg',
    'uploads//secret.jpg',
    'uploads/./cars/one.jpg',
    'uploads/cars\\..\\..\\secret.jpg',
    'uploads/cars/one.jpg\0.png',
    'uploads/cars',
    'uploads/cars/one.txt',
    'demo/../uploads/cars/one.jpg',
    'demo/suv/ffffff/front.jpg/../../x',
    '../secret.jpg',
    '',
  ])('refuses %j', async (rest) => {
    expect(await resolveSource(rest, uploads)).toBeNull();
  });

  it('normalises demo sources so equal pictures share one id', async () => {
    const a = await resolveSource('demo/Cab-Chassis/AABBCC/front.jpg', uploads);
    const b = await resolveSource('demo/cabChassis/aabbcc/front.jpeg', uploads);
    expect(a?.id).toMatch(/^demo\/cabChassis\/aabbcc\/front#[0-9a-f]{16}$/);
    expect(a?.id).toBe(b?.id);
  });
});
