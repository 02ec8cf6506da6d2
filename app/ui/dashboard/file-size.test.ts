import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("uses B, kB, MB, GB and TB", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(999)).toBe("999 B");
    expect(formatFileSize(1000)).toBe("1 kB");
    expect(formatFileSize(2_450)).toBe("2,5 kB");
    expect(formatFileSize(5_500_000)).toBe("5,5 MB");
    expect(formatFileSize(3_000_000_000)).toBe("3 GB");
    expect(formatFileSize(7_200_000_000_000)).toBe("7,2 TB");
    expect(formatFileSize(9e15)).toBe("9.000 TB");
  });
});
