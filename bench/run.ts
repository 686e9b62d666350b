// Filled by the benchmark work (issue: foundation, `npm run bench`).
console.log('no benchmarks yet');
