import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue, median, mergeSections, parseFigures, reportFigure } from "./figures";

describe("benchmark figures", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes the middle of an odd count and the mean of the two middle values of an even one, in any order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });

  it("shows whole numbers as they are, layout shifts with 3 decimals, the rest with 1", () => {
    expect(formatValue(640)).toBe("640");
    expect(formatValue(0.0123)).toBe("0.012");
    expect(formatValue(212.345)).toBe("212.3");
  });

  it("prints a line for people and one that parseFigures reads back", () => {
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    reportFigure({
      bench: "district",
      measure: "GET /api/x p99",
      value: 212.345,
      unit: "ms",
      target: "< 200 ms",
      met: false,
    });
    reportFigure({ bench: "district", measure: "throughput", value: 640, unit: "req/s" });
    expect(printed[0]).toBe("  GET /api/x p99: 212.3 ms (target < 200 ms: NOT met)");
    expect(printed[2]).toBe("  throughput: 640 req/s");
    expect(parseFigures(["noise", ...printed, "more noise"].join("\n"))).toEqual([
      { bench: "district", measure: "GET /api/x p99", value: 212.345, unit: "ms", target: "< 200 ms", met: false },
      { bench: "district", measure: "throughput", value: 640, unit: "req/s" },
    ]);
  });

  it("replaces the sections of the benchmarks just run and keeps the others, in the benchmarks' order", () => {
    const previous = [
      "# Benchmark results",
      "",
      "Intro.",
      "",
      "## health: a",
      "",
      "old health",
      "",
      "## district: c",
      "",
      "old district",
      "",
    ].join("\n");
    const merged = mergeSections(
      previous,
      new Map([
        ["schedule", "## schedule: b\n\nnew schedule\n"],
        ["district", "## district: c\n\nnew district"],
      ]),
      ["health", "schedule", "district"],
    );
    expect(merged).toEqual([
      "## health: a\n\nold health",
      "## schedule: b\n\nnew schedule",
      "## district: c\n\nnew district",
    ]);
    expect(mergeSections("", new Map(), ["health"])).toEqual([]);
  });
});
