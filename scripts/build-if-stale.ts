/** `npm start`'s first half: runs `npm run build` when the build is missing or older than its sources, else nothing. */
import { execFileSync } from 'node:child_process';
import { staleBuild } from './build/staleness.ts';

const reason = staleBuild(process.cwd());
if (reason) {
  console.log(`build: ${reason}: npm run build`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
} else {
  console.log('build: up to date (npm run build to force one)');
}
