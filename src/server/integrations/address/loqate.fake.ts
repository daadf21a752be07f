// A local stand-in for Loqate Capture (PRODUCT.md §3: no test reaches the internet). It speaks the
// documented JSON: Find answers {"Items":[{Id, Type, Text, Highlight, Description}]}, Retrieve
// answers the address items, and errors are one item {Error, Description, Cause, Resolution}.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOQATE_FIND_PATH, LOQATE_RETRIEVE_PATH } from './loqate.provider.js';

export type FakeFindItem = { Id: string; Type: string; Text: string; Highlight: string; Description: string };
export type FakeRetrieveItem = Record<string, string>;

export type FakeLoqateFixture = {
  /** what Find answers, chosen by the longest key that the lower-cased Text starts with */
  find: Record<string, FakeFindItem[]>;
  /** what Retrieve answers per Id (several items: one per language) */
  retrieve: Record<string, FakeRetrieveItem[]>;
};

export type FakeLoqateRequest = { path: string; params: Record<string, string> };

export type FakeLoqate = {
  url: string;
  key: string;
  requests: FakeLoqateRequest[];
  /** answer every request with this HTTP status (null: behave) */
  failWithStatus: number | null;
  /** wait this long before answering */
  delayMs: number;
  close: () => Promise<void>;
};

const errorItem = (code: string, description: string, cause: string, resolution: string) => ({
  Items: [{ Error: code, Description: description, Cause: cause, Resolution: resolution }],
});

export const UNKNOWN_KEY_ERROR = errorItem(
  '2',
  'Unknown key',
  'The key you are using to access the service was not found.',
  'Please check that the key is correct. It should be in the form AA11-AA11-AA11-AA11.',
);

export const ID_INVALID_ERROR = errorItem(
  '1001',
  'Id Invalid',
  'The Id parameter supplied was invalid.',
  'Try including a valid Id.',
);

const canadianAddress = {
  Id: 'CA|CP|B|12345678',
  DomesticId: '12345678',
  Language: 'ENG',
  LanguageAlternatives: 'ENG,FRE',
  Department: '',
  Company: '',
  SubBuilding: '',
  BuildingNumber: '100',
  BuildingName: '',
  SecondaryStreet: '',
  Street: 'Queen St W',
  Block: '',
  Neighbourhood: '',
  District: '',
  City: 'Toronto',
  Line1: '100 Queen St W',
  Line2: '',
  AdminAreaName: '',
  AdminAreaCode: '',
  Province: 'ON',
  ProvinceName: 'Ontario',
  ProvinceCode: 'ON',
  PostalCode: 'M5H 2N2',
  CountryName: 'Canada',
  CountryIso2: 'CA',
  CountryIso3: 'CAN',
  CountryIsoNumber: '124',
  POBoxNumber: '',
  Label: '100 Queen St W\nTORONTO ON  M5H 2N2\nCANADA',
  Type: 'Residential',
  DataLevel: 'Premise',
};

/** Addresses the tests and the demo use. */
export const DEFAULT_FAKE_LOQATE_FIXTURE: FakeLoqateFixture = {
  find: {
    '100 queen': [
      {
        Id: 'CA|CP|B|12345678',
        Type: 'Address',
        Text: '100 Queen St W',
        Highlight: '0-3,4-9',
        Description: 'Toronto, ON, M5H 2N2',
      },
      {
        Id: 'CA|CP|ENG|QUEEN-ST-W-TORONTO',
        Type: 'Street',
        Text: 'Queen St W',
        Highlight: '0-5',
        Description: 'Toronto, ON - 412 Addresses',
      },
      {
        Id: 'CA|CP|ENG|M5H2N2',
        Type: 'Postcode',
        Text: 'M5H 2N2',
        Highlight: '',
        Description: 'Toronto, ON - 3 Addresses',
      },
      {
        Id: 'CA|CP|B|12345679',
        Type: 'Address',
        Text: '100 Queen St',
        Highlight: '0-3,4-9',
        Description: 'Ottawa, ON, K1P 1J9',
      },
    ],
    '1600 penn': [
      {
        Id: 'US|US|A|Z220000000|1600',
        Type: 'Address',
        Text: '1600 Pennsylvania Ave NW',
        Highlight: '0-4,5-9',
        Description: 'Washington, DC 20500',
      },
    ],
    'po box 1234': [
      {
        Id: 'CA|CP|B|99887766',
        Type: 'Address',
        Text: 'PO Box 1234 Stn A',
        Highlight: '0-11',
        Description: 'Toronto, ON, M5W 1G5',
      },
    ],
  },
  retrieve: {
    'CA|CP|B|12345678': [
      canadianAddress,
      { ...canadianAddress, Language: 'FRE', Street: 'Rue Queen O', Line1: '100 Rue Queen O' },
    ],
    'CA|CP|B|12345679': [
      {
        ...canadianAddress,
        Id: 'CA|CP|B|12345679',
        SubBuilding: '5',
        Street: 'Queen St',
        City: 'Ottawa',
        Line1: '5-100 Queen St',
        PostalCode: 'K1P 1J9',
        Label: '5-100 Queen St\nOTTAWA ON  K1P 1J9\nCANADA',
      },
    ],
    'US|US|A|Z220000000|1600': [
      {
        Id: 'US|US|A|Z220000000|1600',
        SubBuilding: '',
        BuildingNumber: '1600',
        BuildingName: '',
        Street: 'Pennsylvania Ave NW',
        City: 'Washington',
        Line1: '1600 Pennsylvania Ave NW',
        Province: 'DC',
        ProvinceName: 'District Of Columbia',
        ProvinceCode: 'DC',
        PostalCode: '20500-0003',
        CountryName: 'United States',
        CountryIso2: 'US',
        POBoxNumber: '',
        Label: '1600 Pennsylvania Ave NW\nWASHINGTON DC 20500-0003\nUNITED STATES',
        Type: 'Commercial',
      },
    ],
    'CA|CP|B|99887766': [
      {
        ...canadianAddress,
        Id: 'CA|CP|B|99887766',
        BuildingNumber: '',
        Street: '',
        Line1: 'PO Box 1234 Stn A',
        PostalCode: 'M5W 1G5',
        POBoxNumber: '1234',
        Label: 'PO Box 1234 Stn A\nTORONTO ON  M5W 1G5\nCANADA',
        Type: 'Residential',
      },
    ],
  },
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export async function startFakeLoqate(
  options: { key?: string; fixture?: FakeLoqateFixture } = {},
): Promise<FakeLoqate> {
  const key = options.key ?? 'AA11-AA11-AA11-AA11';
  const fixture = options.fixture ?? DEFAULT_FAKE_LOQATE_FIXTURE;
  const requests: FakeLoqateRequest[] = [];

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake-loqate');
    const params = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, params });
    if (fake.failWithStatus !== null) return send(response, fake.failWithStatus, { Message: 'fake failure' });
    if (request.method !== 'GET') return send(response, 405, { Message: 'GET only' });
    if (url.pathname !== LOQATE_FIND_PATH && url.pathname !== LOQATE_RETRIEVE_PATH)
      return send(response, 404, { Message: 'Not found' });
    // Loqate answers errors with status 200 and an error item
    if (params.Key !== key) return send(response, 200, UNKNOWN_KEY_ERROR);
    if (url.pathname === LOQATE_FIND_PATH) {
      const text = (params.Text ?? '').toLowerCase();
      const match = Object.keys(fixture.find)
        .filter((prefix) => text.startsWith(prefix))
        .sort((a, b) => b.length - a.length)[0];
      const items = (match ? (fixture.find[match] ?? []) : []).filter((item) =>
        item.Id.startsWith(`${params.Countries ?? ''}|`),
      );
      return send(response, 200, { Items: items });
    }
    const items = fixture.retrieve[params.Id ?? ''];
    return send(response, 200, items ? { Items: items } : ID_INVALID_ERROR);
  };

  const server = createServer((request, response) => {
    if (fake.delayMs > 0) setTimeout(() => handle(request, response), fake.delayMs);
    else handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeLoqate = {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    failWithStatus: null,
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
