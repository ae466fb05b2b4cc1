import type { APIGatewayEventWebsocketRequestContextV2, APIGatewayProxyWebsocketEventV2WithRequestContext } from 'aws-lambda';

/** A WebSocket route's event (payload 2.0), with what $connect's authorizer passed on. */
export type LiveEvent = APIGatewayProxyWebsocketEventV2WithRequestContext<
  APIGatewayEventWebsocketRequestContextV2 & { authorizer?: Record<string, unknown> | null }
>;

/** A route's answer: 2xx accepts ($connect) or acknowledges; `body` goes back where the route replies. */
export interface LiveResult {
  statusCode: number;
  body?: string;
}
