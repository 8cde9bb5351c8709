import { describe, expect, test } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("configuration (server/config.ts)", () => {
  test("defaults: port 3000, embedded database under ./data, no Redis", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  test("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://academy.example.com/",
      DATA_DIR: "/var/lib/academy",
      DATABASE_URL: "postgres://app@db:5432/academy",
      REDIS_URL: "redis://cache:6379",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://academy.example.com",
      dataDir: "/var/lib/academy",
      databaseUrl: "postgres://app@db:5432/academy",
      redisUrl: "redis://cache:6379",
    });
  });

  test.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["PUBLIC_URL", "academy.example.com"],
    ["PUBLIC_URL", "ftp://academy.example.com"],
    ["DATABASE_URL", "mysql://db/academy"],
    ["REDIS_URL", "http://cache"],
    ["DATA_DIR", "  "],
  ])("a bad %s stops start-up with a message naming it", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  test("empty optional URLs count as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", REDIS_URL: "" })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });
});
