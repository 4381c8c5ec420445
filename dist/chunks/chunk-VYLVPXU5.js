import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);

// src/report/charts.ts
var numberFact = (facts, name) => typeof facts[name] === "number" ? facts[name] : void 0;
function limitFrom(fact, label, scale = 1) {
  return (facts) => {
    const value = numberFact(facts, fact);
    return value === void 0 ? void 0 : { label, value: value * scale };
  };
}
function candidates(list) {
  return list.map(
    ([name, subtitle, title]) => title ? { name, subtitle, title } : { name, subtitle }
  );
}
var RECIPES = [
  {
    id: "rate",
    title: "Request rate",
    unit: "req/s",
    primary: candidates([
      ["client.rate", "k6, per second"],
      ["k6.rate", "k6 REST API, per interval"],
      ["app.rate", "server side (http.server.requests)"]
    ])
  },
  {
    id: "latency",
    title: "p95 latency",
    unit: "ms",
    primary: candidates([
      ["client.p95Ms", "k6, per second"],
      ["app.p95Ms", "server side, from histogram buckets"],
      ["app.meanMs", "server side; enable percentile histograms for p95", "Mean latency"]
    ])
  },
  {
    id: "threads",
    title: "Busy Tomcat threads",
    unit: "threads",
    primary: [{ name: "tomcat.busy" }],
    limit: limitFrom("threadsMax", "threads.max")
  },
  {
    id: "connections",
    title: "Hikari connections",
    unit: "connections",
    primary: [{ name: "hikari.active" }],
    primaryLabel: "active",
    secondary: { name: "hikari.pending", label: "pending (dashed)" },
    limit: limitFrom("maximumPoolSize", "maximumPoolSize")
  },
  {
    id: "cpu",
    title: "App CPU",
    unit: "% of a core",
    primary: candidates([
      ["container.app.cpu", "container cgroup"],
      ["jvm.cpu", "JVM process_cpu_usage, % of the JVM's cores"]
    ]),
    limit: limitFrom("appCpuLimitCores", "CPU limit", 100)
  },
  {
    id: "database-cpu",
    title: "Database CPU",
    unit: "% of a core",
    primary: [{ name: "container.database.cpu" }],
    limit: limitFrom("databaseCpuLimitCores", "CPU limit", 100)
  },
  { id: "gc", title: "Time in GC pauses", unit: "%", primary: [{ name: "jvm.gcPauseShare" }] },
  {
    id: "k6-cpu",
    title: "Load generator (k6) CPU",
    unit: "% of a core",
    primary: [{ name: "k6.cpu" }],
    limit: limitFrom("hostCores", "all cores", 100)
  }
];
function chartsForScenario(records) {
  const ordered = [...records].sort(
    (a, b) => sideOrder(a.label.side) - sideOrder(b.label.side) || a.label.round - b.label.round
  );
  const charts = [];
  for (const recipe of RECIPES) {
    const chosen = recipe.primary.find(
      (candidate) => ordered.some((record) => (record.series[candidate.name]?.t.length ?? 0) > 1)
    );
    if (!chosen) continue;
    const lines = [];
    for (const record of ordered) {
      const series = record.series[chosen.name];
      if (series && series.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          label: recipe.primaryLabel ?? chosen.name,
          series
        });
      }
      const secondary = recipe.secondary && record.series[recipe.secondary.name];
      if (recipe.secondary && secondary && secondary.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          dashed: true,
          label: recipe.secondary.label,
          series: secondary
        });
      }
    }
    const limits = [];
    for (const record of ordered) {
      const limit = recipe.limit?.(record.facts);
      if (!limit) continue;
      const same = limits.find((known) => known.value === limit.value);
      if (!same) limits.push({ ...limit, sides: [record.label.side] });
      else if (!same.sides.includes(record.label.side)) same.sides.push(record.label.side);
    }
    charts.push({
      id: recipe.id,
      title: chosen.title ?? recipe.title,
      unit: recipe.unit,
      subtitle: chosen.subtitle,
      lines,
      limits
    });
  }
  return charts;
}
function sideOrder(side) {
  return side === "base" ? 0 : 1;
}

export {
  chartsForScenario
};
