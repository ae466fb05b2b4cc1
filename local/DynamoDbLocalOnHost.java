import java.lang.reflect.Field;
import java.util.Arrays;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local listening on one address. Its command line has no option for that (its Jetty
 * server is made with a port only, so it listens on every interface); this starts the same server
 * from the same arguments, with its connector bound to the first argument. Run by local/services.ts
 * as a source file (java's single-file launcher), so nothing needs compiling beforehand.
 */
public class DynamoDbLocalOnHost {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(Arrays.copyOfRange(args, 1, args.length));
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    org.eclipse.jetty.server.Server server = (org.eclipse.jetty.server.Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) ((ServerConnector) connector).setHost(host);
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }
}
