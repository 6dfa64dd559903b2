// npm run seed:demo: adds the demo to the database of DATABASE_URL (or the embedded one), if it is empty.
import { loadConfig } from '../../config';
import { openDatabase } from '../open';
import { demoPasswordOf, demoSignIn, isEmpty, seedDemo } from './seed';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  if (await isEmpty(handle.db)) {
    const password = demoPasswordOf(config.demoPassword);
    await seedDemo(handle.db, config.defaultTimeZone, password);
    console.log(`Demo data added: ${demoSignIn(config.defaultRegion, password)}.`);
  } else {
    console.log('The database already has users: the demo is only added to an empty database.');
  }
} finally {
  await handle.close();
}
