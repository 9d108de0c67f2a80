import { describe, expect, it } from 'vitest';
import { displayAddress, rootHostOf, schoolAddressPreview } from './school-address';

describe('rootHostOf', () => {
  it('keeps the root host and its port', () => {
    expect(rootHostOf('shala.localhost:5173')).toBe('shala.localhost:5173');
    expect(rootHostOf('shala.in')).toBe('shala.in');
  });

  it('drops the school label of a school host', () => {
    expect(rootHostOf('greenwood.shala.localhost:3000')).toBe('shala.localhost:3000');
    expect(rootHostOf('greenwood.shala.in')).toBe('shala.in');
  });
});

describe('schoolAddressPreview', () => {
  const location = { protocol: 'http:', host: 'shala.localhost:3000' };

  it('puts the subdomain in front of the root host', () => {
    expect(schoolAddressPreview('hillview', location)).toBe('http://hillview.shala.localhost:3000');
    expect(schoolAddressPreview(' HillView ', { protocol: 'https:', host: 'shala.in' })).toBe(
      'https://hillview.shala.in',
    );
  });

  it('shows a placeholder before a subdomain is typed', () => {
    expect(schoolAddressPreview('', location)).toBe('http://<subdomain>.shala.localhost:3000');
  });
});

describe('displayAddress', () => {
  it('shows the host of a URL, or the text as it is', () => {
    expect(displayAddress('http://hillview.shala.localhost:3000/login')).toBe(
      'hillview.shala.localhost:3000',
    );
    expect(displayAddress('not a url')).toBe('not a url');
  });
});
