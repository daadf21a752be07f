import { chromium } from 'playwright';
const [,, input, output, w='800', h='800'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] }); const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto('file://' + input); await p.screenshot({ path: output }); await b.close();
