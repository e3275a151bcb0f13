import { createServer, Packet } from 'dns2';

type RecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT';

/**
 * A real DNS server on a free UDP port of 127.0.0.1 that answers from records the test sets and
 * removes. Names it holds nothing for are NXDOMAIN; TTLs are 0 so no resolver keeps an answer.
 */
export async function startLocalDnsServer() {
  const zone = new Map<string, Map<RecordType, string[]>>();
  const server = createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = question?.name.toLowerCase().replace(/\.$/, '') ?? '';
      const records = zone.get(name);
      if (!question || !records) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        send(response);
        return;
      }
      const wanted = Object.entries(Packet.TYPE).find(([, code]) => code === question.type)?.[0];
      // dns2 encodes plain records as its README shows; its types only describe parsed ones.
      const answer = (record: object) =>
        response.answers.push(record as (typeof response.answers)[number]);
      const types = records.has('CNAME') ? ['CNAME'] : [wanted];
      for (const type of types) {
        for (const value of records.get(type as RecordType) ?? []) {
          const base = {
            name: question.name,
            type: Packet.TYPE[type as RecordType],
            class: Packet.CLASS.IN,
            ttl: 0,
          };
          if (type === 'CNAME') answer({ ...base, domain: value });
          else if (type === 'TXT') answer({ ...base, data: value });
          else answer({ ...base, address: value });
        }
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp!.port;

  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${port}`,
    set(name: string, type: RecordType, values: string[]) {
      const records = zone.get(name) ?? new Map<RecordType, string[]>();
      records.set(type, values);
      zone.set(name, records);
    },
    remove(name: string, type?: RecordType) {
      if (type) zone.get(name)?.delete(type);
      if (!type || zone.get(name)?.size === 0) zone.delete(name);
    },
    close: () => server.close(),
  };
}

export type LocalDnsServer = Awaited<ReturnType<typeof startLocalDnsServer>>;
