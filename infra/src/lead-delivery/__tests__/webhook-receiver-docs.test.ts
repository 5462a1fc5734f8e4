import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The Python receiver of docs/lead-webhooks.md, run as a dealer's developer would copy it: it must answer
// False (their 401), never raise (their 500), whatever a forged header holds.
const DOCS = path.resolve(__dirname, '../../../../docs/lead-webhooks.md');
const python = (() => {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(python ? describe : describe.skip)('the Python receiver in docs/lead-webhooks.md', () => {
  it('accepts the test vector and refuses forged headers without raising', () => {
    const snippet = /```python\n([\s\S]*?)```/.exec(readFileSync(DOCS, 'utf8'))![1]!;
    const check = `
${snippet}
import json
time.time = lambda: 1765000000
SECRET = 'dlwhsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
BODY = '<adf><prospect status="new"><id>3f1c</id></prospect></adf>'.encode()
GOOD = 'f8c2bc129fad6fcb46e2f1fc9c2b99c7d25e8524694f426a0b69bb739c834a85'
def answer(header):
    try:
        return verify_dealerline_signature(header, BODY, SECRET)
    except Exception as error:
        return type(error).__name__
print(json.dumps([answer(h) for h in [
    't=1765000000,v1=' + GOOD,
    't=1765000000,v1=' + GOOD[:-1] + '0',
    't=1765000000,v1=\u00e9' + GOOD[1:],
    't=\u00b2,v1=' + GOOD,
    '',
]]))
`;
    expect(JSON.parse(execFileSync('python3', ['-c', check], { encoding: 'utf8' }))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
