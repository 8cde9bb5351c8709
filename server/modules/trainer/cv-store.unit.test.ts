import { describe, expect, test } from "vitest";
import { sniffCv } from "./cv-store.ts";

/** The first bytes of a compound file (OLE2), then a directory entry's UTF-16LE name. */
const compoundFile = (streamName: string) => {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return new Uint8Array(
    Buffer.concat([header, Buffer.from(streamName, "utf16le"), Buffer.alloc(64)]),
  );
};

describe("sniffCv: an old-format file is a CV only when it is a Word document", () => {
  test("a compound file with a WordDocument stream is a .doc", async () => {
    expect(await sniffCv(compoundFile("WordDocument"))).toBe("doc");
  });

  test.each(["Workbook", "PowerPoint Document", "__substg1.0_0037001F"])(
    "a compound file holding %s (a spreadsheet, slides, a mail) is refused",
    async (stream) => {
      expect(await sniffCv(compoundFile(stream))).toBeNull();
    },
  );
});
