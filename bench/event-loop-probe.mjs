// P3's event-loop delay (QUALITY.md: p99 ≤ 20 ms at 50 connections), measured inside the production
// server without changing it: the bench starts `node --import ./bench/event-loop-probe.mjs
// dist/server/main.js`. Node's own histogram times a 10 ms timer, so each sample is the interval plus
// the delay; the probe answers the delay alone (sample − 10 ms). On SIGUSR2 it writes the percentiles
// since the last signal to EVENT_LOOP_PROBE_FILE (with a sequence number) and starts again, so the
// bench reads one window per load round.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let sequence = 0;
  process.on('SIGUSR2', () => {
    const ms = (nanoseconds) => Math.max(0, Math.round(nanoseconds / 1e4 - RESOLUTION_MS * 100) / 100);
    sequence += 1;
    // written beside and renamed over: the bench, polling, never reads a half-written file
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({
        sequence,
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }),
    );
    renameSync(`${file}.tmp`, file);
    histogram.reset();
  });
}
