import { expect, test } from "vitest";
import { messageIdDomain } from "./mail.ts";

test("Message-IDs end in the sender's domain, whichever way MAIL_FROM is written", () => {
  expect(messageIdDomain("Academy <no-reply@academy.example>")).toBe("academy.example");
  expect(messageIdDomain("no-reply@mail.academy.example")).toBe("mail.academy.example");
  expect(messageIdDomain('"Academy, Training" <a@b.example> ')).toBe("b.example");
  // Nothing usable as a domain: a fixed one, still a valid id.
  expect(messageIdDomain("Academy")).toBe("academy.localhost");
  expect(messageIdDomain("x@bad domain>")).toBe("academy.localhost");
});
