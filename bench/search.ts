// `npm run bench:search`: search at 100,000 items alone (the rows `npm run bench` also prints):
// p50 and p95 of the catalogue's search for each tier's terms (bench/lib/search-scale.ts), and the
// category page's query, on PGlite and, with BENCH_DATABASE_URL, on that PostgreSQL server (in a
// database created and dropped here).
//
// Run:  npm run bench:search
//       BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
import { measureSearchAtScale } from "./lib/search-scale.ts";

const ms = (value: number) => `${value.toFixed(1)} ms`;

for (const run of await measureSearchAtScale(process.env.BENCH_DATABASE_URL)) {
  const [before, after] = run.loadAverage;
  console.log(
    `\n${run.database}, ${run.items.toLocaleString("en")} items (seeded in ${run.seedSeconds.toFixed(0)} s); load average ${before.toFixed(1)} to ${after.toFixed(1)}`,
  );
  console.table(
    [
      ...run.byTier,
      {
        tier: "all",
        terms: run.byTier.reduce((n, tier) => n + tier.terms, 0),
        p50Ms: run.searchP50Ms,
        p95Ms: run.searchP95Ms,
      },
    ].map((tier) => ({
      tier: tier.tier,
      terms: tier.terms,
      p50: ms(tier.p50Ms),
      p95: ms(tier.p95Ms),
    })),
  );
  console.log(`slowest: ${run.slowestTerms.join(", ")}`);
  console.log(
    `category page query: 100,000 items ${ms(run.categoryBulkMs)}, 100 items ${ms(run.categorySmallMs)}`,
  );
}
