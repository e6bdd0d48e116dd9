/**
 * `npx tsx scripts/clamd.ts`: a throwaway clamd (Debian's clamav-daemon) with the project's EICAR test signature, on a
 * temporary unix socket and a loopback port. Prints `CLAMAV_URL=…` and runs until SIGTERM or SIGINT. For CI's
 * production-install check and for trying uploads locally (CLAMAV_URL=… npm start); not a production antivirus.
 */
import { clamdPath, startClamd } from '../server/test-support/clamd.ts';

const binary = clamdPath();
if (!binary) {
  console.error('clamd is not installed: apt-get install -y clamav-daemon');
  process.exit(1);
}
const clamd = await startClamd(binary);
console.log(`CLAMAV_URL=${clamd.socketUrl}`);
console.log(`(also tcp: CLAMAV_URL=${clamd.tcpUrl})`);
const stop = async () => {
  await clamd.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
