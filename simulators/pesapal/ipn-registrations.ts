// Owns the simulated IPN URL registrations: RegisterIPN (an ipn_id for a URL and the method the IPN
// will use, GET or POST), GetIpnList, and finding a registration by the notification_id of an order.
import { dotNetUtc, json, pesapalGuid, pesapalError } from "./pesapal-answers.ts";
import {
  allowedDestination,
  invalidField,
  ipnRegistrationRequest,
  readJsonBody,
} from "./pesapal-fields.ts";

export interface IpnRegistration {
  /** Pesapal's numeric row id, as the sandbox answers it. */
  id: number;
  ipnId: string;
  url: string;
  method: "GET" | "POST";
  createdAt: Date;
}

export interface IpnDesk {
  /** POST /api/URLSetup/RegisterIPN (body already known to come with a valid token). */
  register(request: Request): Promise<Response>;
  /** GET /api/URLSetup/GetIpnList. */
  list(): Response;
  find(ipnId: string): IpnRegistration | undefined;
}

/** Registrations kept; a shop registers once and keeps its ipn_id, so this is only a guard. */
const maxRegistrations = 1_000;

export function createIpnDesk(options: { allowedCallbackOrigin?: string }): IpnDesk {
  const registrations = new Map<string, IpnRegistration>();
  let nextId = 4_000;

  return {
    async register(request) {
      const read = await readJsonBody(request);
      if (!read.ok) return read.answer;
      const parsed = ipnRegistrationRequest.safeParse(read.body);
      if (!parsed.success) return invalidField(parsed.error);
      const { url, ipn_notification_type: method } = parsed.data;
      if (!allowedDestination(url, options.allowedCallbackOrigin)) {
        return pesapalError(
          "invalid_request_error",
          "invalid_api_request_parameters",
          "Invalid IPN URL provided. This simulator notifies only the shop's own origin",
        );
      }
      if (registrations.size >= maxRegistrations) {
        return pesapalError("api_error", "ipn_limit_reached", "Too many IPN URLs registered");
      }
      const registration: IpnRegistration = {
        id: nextId++,
        ipnId: pesapalGuid(),
        url,
        method,
        createdAt: new Date(),
      };
      registrations.set(registration.ipnId, registration);
      // The sandbox's answer, field for field (its "ipn_status_decription" spelling included).
      return json(200, {
        id: registration.id,
        url,
        created_date: dotNetUtc(registration.createdAt),
        ipn_id: registration.ipnId,
        notification_type: method === "GET" ? 0 : 1,
        ipn_notification_type_description: method,
        ipn_status: 1,
        ipn_status_decription: "Active",
        error: null,
        status: "200",
      });
    },

    list() {
      // The documentation's sample lists url, created_date, ipn_id, error and status for each.
      return json(
        200,
        [...registrations.values()].map((registration) => ({
          url: registration.url,
          created_date: dotNetUtc(registration.createdAt),
          ipn_id: registration.ipnId,
          error: null,
          status: "200",
        })),
      );
    },

    find(ipnId) {
      return registrations.get(ipnId);
    },
  };
}
