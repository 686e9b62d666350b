/**
 * A server process that dies (SIGKILL, no cleanup) right after an upload's files are stored and
 * before the database commit that records them. Configured by the environment like the server;
 * argv[2] is the solution id. Used by storage-sweep.test.ts.
 */
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createUserWithToken } from './factories.ts';
import { jpeg, multipart } from './upload.ts';

const config = loadConfig(process.env);
const db = openDatabase(config.databaseUrl);
const app = await buildApp({ config, db });
const { auth } = await createUserWithToken(app, { isStaff: true });
const put = app.storage.put.bind(app.storage);
let stored = 0;
app.storage.put = async (key, data) => {
  await put(key, data);
  stored += 1;
  // The image and its thumbnail are stored; the commit would come next.
  if (stored === 2) process.kill(process.pid, 'SIGKILL');
};
const body = multipart({}, [{ name: 'lost.jpg', data: await jpeg() }]);
await app.inject({
  method: 'POST',
  url: `/api/catalog/solution/${process.argv[2]}/images`,
  payload: body.payload,
  headers: { ...auth, ...body.headers },
});
console.error('the process should have died before the upload was committed');
process.exit(3);
