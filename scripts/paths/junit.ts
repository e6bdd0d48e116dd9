/** One replayed walk as a JUnit test case: its machine (the suite), its name, and its problem when it failed. */
export type JunitCase = { suite: string; name: string; failure?: string };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * JUnit XML as CI servers and test-management tools read it (Jenkins, GitLab, Xray): a `testsuite` per machine,
 * a `testcase` per walk, a `failure` with the problem's text.
 */
export function junitXml(title: string, cases: readonly JunitCase[]): string {
  const suites = [...new Set(cases.map((each) => each.suite))].map((suite) => {
    const own = cases.filter((each) => each.suite === suite);
    const failures = own.filter((each) => each.failure !== undefined).length;
    const testcases = own.map((each) =>
      each.failure === undefined
        ? `    <testcase classname="${escapeXml(suite)}" name="${escapeXml(each.name)}"/>`
        : `    <testcase classname="${escapeXml(suite)}" name="${escapeXml(each.name)}">\n` +
          `      <failure message="${escapeXml(each.failure)}">${escapeXml(each.failure)}</failure>\n    </testcase>`,
    );
    return [`  <testsuite name="${escapeXml(suite)}" tests="${own.length}" failures="${failures}">`, ...testcases, '  </testsuite>'].join(
      '\n',
    );
  });
  const failures = cases.filter((each) => each.failure !== undefined).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(title)}" tests="${cases.length}" failures="${failures}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
