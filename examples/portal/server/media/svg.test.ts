import { describe, expect, it } from 'vitest';
import { SVG_XML_HEADER } from '@screenplay/core/library';
import { looksLikeSvg, sanitizeSvg } from './svg';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const clean = (svg: string): string => {
  const result = sanitizeSvg(encode(svg));
  if (result === null) throw new Error('refused');
  return result;
};
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('sanitizeSvg', () => {
  it('keeps a drawing as it is and gives it the XML header (spec: SVG files lacking an xml header get one)', () => {
    const result = clean(
      `<svg ${NS} width="10" height="10" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/><text x="1" y="9">A &amp; B</text></svg>`,
    );
    expect(result.startsWith(`${SVG_XML_HEADER}\n<svg `)).toBe(true);
    expect(result).toContain('<rect width="5" height="5" fill="url(#g)"></rect>');
    expect(result).toContain('<text x="1" y="9">A &amp; B</text>');
  });

  it('removes scripts, event handlers, foreignObject and javascript: links', () => {
    const result = clean(
      `<svg ${NS} onload="alert(1)"><script>alert(2)</script><script xlink:href="https://evil.test/x.js"/>` +
        `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(3)">x</div></foreignObject>` +
        `<a xlink:href="javascript:alert(4)"><circle r="2" onmouseover="alert(5)"/></a><a href="java&#x09;script:alert(6)">t</a></svg>`,
    );
    expect(result).not.toMatch(/script|onload|onclick|onmouseover|foreignObject|alert/i);
    expect(result).toContain('<a><circle r="2"></circle></a>');
  });

  it('removes external references and data: URLs except raster images in <image>', () => {
    const result = clean(
      `<svg ${NS}><image href="https://evil.test/track.png"/><image xlink:href="data:image/png;base64,iVBORw0KGgo="/>` +
        `<image href="data:image/svg+xml;base64,PHN2Zz4="/><use xlink:href="https://evil.test/sprite.svg#a"/><use href="#local"/>` +
        `<rect fill="url(https://evil.test/p.svg#x)" stroke="url('#ok')"/><feImage/></svg>`,
    );
    expect(result).not.toContain('evil.test');
    expect(result).not.toContain('svg+xml');
    expect(result).toContain('<image xlink:href="data:image/png;base64,iVBORw0KGgo="></image>');
    expect(result).toContain('<use href="#local"></use>');
    expect(result).toContain(`<rect stroke="url('#ok')"></rect>`);
  });

  it('drops <style> and style attributes that import, load or escape, keeps plain CSS', () => {
    const result = clean(
      `<svg ${NS}><style>@import url(https://evil.test/a.css);</style><style>rect { fill: url(http://evil.test/x) }</style>` +
        `<style>.a { b\\61 ckground: red }</style><style><![CDATA[ rect > circle { fill: red } ]]></style>` +
        `<rect style="fill: blue"/><rect style="background: url(https://evil.test)"/></svg>`,
    );
    expect(result).not.toContain('evil.test');
    expect(result).not.toContain('\\61');
    expect(result).toContain('<style> rect &gt; circle { fill: red } </style>');
    expect(result).toContain('<rect style="fill: blue"></rect>');
  });

  it('drops animations that would set a link or a handler', () => {
    const result = clean(
      `<svg ${NS}><a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="xlink:href" values="javascript:alert(2)"/><animate attributeName="opacity" from="0" to="1" dur="1s"/></a></svg>`,
    );
    expect(result).not.toContain('javascript');
    expect(result).toContain('<animate attributeName="opacity" from="0" to="1" dur="1s"></animate>');
  });

  it('drops comments, processing instructions, the doctype and editor metadata', () => {
    const result = clean(
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.test/s.css"?><!DOCTYPE svg><!-- note -->` +
        `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.0"><inkscape:grid/><metadata>m</metadata><g/></svg>`,
    );
    expect(result).toBe(`${SVG_XML_HEADER}\n<svg ${NS}><g></g></svg>`);
  });

  it('refuses what is not a well-formed SVG document, and entity declarations', () => {
    expect(sanitizeSvg(encode('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'))).toBeNull();
    expect(sanitizeSvg(encode('<html><svg/></html>'))).toBeNull();
    expect(
      sanitizeSvg(encode('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>')),
    ).toBeNull();
    expect(sanitizeSvg(Uint8Array.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBeNull();
    expect(
      sanitizeSvg(encode(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`)),
    ).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  it('finds an <svg> root after the prolog, with or without a BOM', () => {
    expect(
      looksLikeSvg(
        encode('\uFEFF<?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>'),
      ),
    ).toBe(true);
    expect(looksLikeSvg(encode('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(encode('<html><svg/></html>'))).toBe(false);
  });
});
