import { describe, expect, it } from "vitest";
import { checkPublicUrl, isPublicAddress, nonPublicAddressReason } from "./public-address";

const HTTPS_ONLY = { allowHttp: false };
const WITH_HTTP = { allowHttp: true };

describe("public addresses: what the server may fetch a dealer's URL from", () => {
  it.each([
    ["8.8.8.8"], ["1.1.1.1"], ["93.184.216.34"], ["203.0.114.1"], ["172.15.255.255"], ["172.32.0.1"], ["100.63.255.255"], ["100.128.0.1"],
    ["2606:4700:4700::1111"], ["2001:4860:4860::8888"], ["[2a00:1450:4001:80b::200e]"], ["::ffff:8.8.8.8"], ["64:ff9b::808:808"],
  ])("%s is public", (ip) => {
    expect(nonPublicAddressReason(ip)).toBeNull();
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ["127.0.0.1", "loopback"], ["127.255.255.254", "loopback"], ["0.0.0.0", "unspecified"], ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"], ["10.255.255.255", "private"], ["172.16.0.1", "private"], ["172.31.255.255", "private"], ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local"], ["100.64.0.1", "carrier-grade NAT"], ["100.127.255.255", "carrier-grade NAT"],
    ["192.0.0.8", "reserved"], ["192.0.2.1", "reserved"], ["198.51.100.7", "reserved"], ["203.0.113.9", "reserved"], ["240.0.0.1", "reserved"],
    ["198.18.0.1", "reserved"], ["224.0.0.1", "multicast"], ["239.255.255.250", "multicast"], ["255.255.255.255", "broadcast"],
    ["::1", "loopback"], ["[::1]", "loopback"], ["::", "unspecified"], ["fe80::1", "link-local"], ["febf::1", "link-local"],
    ["fc00::1", "unique-local"], ["fd12:3456:789a::1", "unique-local"], ["ff02::1", "multicast"], ["2001:db8::1", "reserved"],
    ["fec0::1", "retired site-local"], ["::7f00:1", "retired IPv4-compatible"], ["64:ff9b:1::808:808", "local-use NAT64"], ["100::1", "discard"], ["2002:7f00:1::", "6to4"], ["2001:0:4136:e378::1", "Teredo"],
    // IPv6 forms that carry an IPv4 address are judged by it.
    ["::ffff:127.0.0.1", "loopback"], ["::ffff:7f00:1", "loopback"], ["[::ffff:a00:1]", "private"], ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:0:192.168.0.1", "private"], ["64:ff9b::a00:1", "private"], ["64:ff9b::127.0.0.1", "loopback"],
    ["fe80::1%eth0", "scoped"], ["localhost", "not an IP address"], ["photos.example", "not an IP address"], ["", "not an IP address"],
  ])("%s is refused (%s)", (ip, kind) => {
    expect(nonPublicAddressReason(ip)).toContain(kind);
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe("public URLs: the form of a URL the server may fetch", () => {
  it.each([
    ["https://photos.dealer.example/u1001/1.jpg", "photos.dealer.example", false],
    ["https://PHOTOS.Dealer.Example./a.jpg?w=1", "photos.dealer.example", false],
    ["https://8.8.8.8/a.jpg", "8.8.8.8", true],
    ["https://[2606:4700:4700::1111]:8443/a.jpg", "2606:4700:4700::1111", true],
    ["https://134744072/a.jpg", "8.8.8.8", true],
  ])("takes %s (host %s)", (url, host, literalAddress) => {
    const checked = checkPublicUrl(url, HTTPS_ONLY);
    expect(checked.ok && { host: checked.value.host, literalAddress: checked.value.literalAddress }).toEqual({ host, literalAddress });
  });

  // The forms an outside test used and the ways around a naive check: every one names this machine, a private network or a metadata service.
  it.each([
    ["http://127.0.0.1:3000/metrics", "loopback"],
    ["https://127.0.0.1/", "loopback"],
    ["https://127.1/", "loopback"],
    ["https://0x7f000001/", "loopback"],
    ["https://0x7f.0x0.0x0.0x1/", "loopback"],
    ["https://2130706433/", "loopback"],
    ["https://017700000001/", "loopback"],
    ["https://0177.0.0.01/", "loopback"],
    ["https://127.000.000.001/", "loopback"],
    ["https://0/", "unspecified"],
    ["https://0.0.0.0:3000/", "unspecified"],
    ["https://[::1]/", "loopback"],
    ["https://[0:0:0:0:0:0:0:1]/", "loopback"],
    ["https://[::ffff:127.0.0.1]/", "loopback"],
    ["https://[::ffff:7f00:1]/", "loopback"],
    ["https://[::ffff:169.254.169.254]/latest/meta-data/", "link-local"],
    ["https://169.254.169.254/latest/meta-data/", "link-local"],
    ["https://0xa9fea9fe/", "link-local"],
    ["https://2852039166/", "link-local"],
    ["https://10.0.0.1/", "private"],
    ["https://012.0.0.1/", "private"],
    ["https://0xc0a80101/", "private"],
    ["https://3232235777/", "private"],
    ["https://192.168.1.1./", "private"],
    ["https://172.16.0.1/", "private"],
    ["https://100.64.0.1/", "carrier-grade NAT"],
    ["https://[fd00::1]/", "unique-local"],
    ["https://[fe80::1]/", "link-local"],
    ["https://[64:ff9b::a9fe:a9fe]/", "link-local"],
    ["https://%31%32%37.0.0.1/", "loopback"],
    ["https://１２７.０.０.１/", "loopback"],
    ["https://127。0。0。1/", "loopback"],
    ["https://localhost/", "local"],
    ["https://localhost./", "local"],
    ["https://LOCALHOST:3000/metrics", "local"],
    ["https://app.localhost/", "local"],
    ["https://printer.local/", "local"],
    ["https://metadata.google.internal/", "local"],
    ["https://nas.home.arpa/", "local"],
    ["https://metrics/", "local name"],
    ["https://user:pass@photos.example/a.jpg", "user name or password"],
    ["https://photos.example@127.0.0.1/", "user name or password"],
    ["ftp://photos.example/a.jpg", "https"],
    ["file:///etc/passwd", "https"],
    ["gopher://127.0.0.1:6379/_INFO", "https"],
    ["data:image/png;base64,AAAA", "https"],
    ["javascript:alert(1)", "https"],
    ["//127.0.0.1/a.jpg", "not an absolute address"],
    ["/media/photos/1/VTEwMDE/0123", "not an absolute address"],
  ])("refuses %s (%s), http allowed or not", (url, why) => {
    expect(checkPublicUrl(url, HTTPS_ONLY).ok).toBe(false);
    const checked = checkPublicUrl(url, WITH_HTTP);
    expect(checked.ok ? "taken" : checked.reason).toContain(why);
  });

  it("refuses plain http unless the rules allow it", () => {
    expect(checkPublicUrl("http://photos.example/a.jpg", HTTPS_ONLY)).toEqual({ ok: false, reason: "must be an https address" });
  });

  it("takes http only where the setting allows it, and then still only to public hosts", () => {
    expect(checkPublicUrl("http://photos.example/a.jpg", WITH_HTTP).ok).toBe(true);
    expect(checkPublicUrl("http://127.0.0.1:3000/metrics", WITH_HTTP)).toEqual({ ok: false, reason: "must be on a public address: 127.0.0.1 is a loopback address" });
    expect(checkPublicUrl("ftp://photos.example/a.jpg", WITH_HTTP)).toEqual({ ok: false, reason: "must be an http or https address" });
  });
});
