import com.google.common.collect.ImmutableMap;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.AsyncRuntimeFunction;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExecutionRequest;
import com.google.firebase.rules.runtime.v1.ExecutionResponse;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * An offline stand-in for firebase-tools' Storage rules runtime jar, which the Storage
 * emulator downloads on start and cannot here. It speaks the same line protocol on stdin/stdout
 * (one JSON object per line: "load_ruleset" compiles a ruleset, "verify" evaluates one request)
 * with the Firebase rules compiler and evaluator that the Cloud CLI's Firestore emulator jar
 * carries.
 *
 * firestore.get() and firestore.exists() (who may read a chat's attachments is the chat's
 * members list) use firebase-tools' own round trip, which its downloaded jar uses too: while a
 * "verify" is under way we print {"server_request_id":N,"action":"fetch_firestore_document",
 * "context":{"path":"/databases/(default)/documents/..."}}; firebase-tools reads that document from
 * the Firestore emulator (as the owner, like production's cross-service reads) and answers
 * {"id":N,"status":"ok"|"not_found","result":{"name","fields"}}; the evaluation then goes on and
 * its reply carries the same id N. So requests are read on one thread and evaluated asynchronously.
 *
 * These are internal interfaces: the rules tests (tests/rules/storage.rules.test.ts and
 * chat-attachments.rules.test.ts) fail loudly if they change.
 */
public final class StorageRulesRuntime {
  private static final Map<String, DefaultEvaluator> RULESETS = new HashMap<>();
  private static final long EVALUATION_SECONDS = 10;
  private static final String CHILD = "studio.storageRulesRuntime.child";
  /** Document reads firebase-tools has not answered yet, by the id of the verify that asked. */
  private static final Map<Long, SettableFuture<JsonObject>> PENDING_READS =
      new ConcurrentHashMap<>();
  private static final ScheduledExecutorService TIMER =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "rules-timeout");
            t.setDaemon(true);
            return t;
          });
  private static PrintWriter out;

  public static void main(String[] args) throws Exception {
    if (args.length == 0 || !"serve".equals(args[0])) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    // firebase-tools logs anything on stderr as a rules runtime error. Java 24+ warns there when
    // protobuf first uses sun.misc.Unsafe, straight to the process's stderr (System.setErr does not
    // catch it), and only a command-line flag allows that use quietly; firebase-tools starts us as
    // `java -jar JAR serve` with no way to add one. So on such a Java we run ourselves again in a
    // child JVM with the flag (which Java has from version 23), its stdin/stdout ours and its
    // stderr dropped.
    if (Runtime.version().feature() >= 23 && System.getProperty(CHILD) == null) {
      System.exit(runQuietChild(args));
    }
    out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
    PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
    System.setOut(quiet);
    System.setErr(quiet);
    out.println("{\"id\":-1,\"status\":\"ok\"}");
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      handle(line);
    }
  }

  /** One line out; PrintWriter.println holds its lock for the whole line. */
  private static void send(JsonObject message) {
    out.println(message.toString());
  }

  private static int runQuietChild(String[] args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    var source = StorageRulesRuntime.class.getProtectionDomain().getCodeSource();
    String jar = Path.of(source.getLocation().toURI()).toString();
    List<String> command = new ArrayList<>();
    command.addAll(List.of(java, "--sun-misc-unsafe-memory-access=allow", "-D" + CHILD + "=true"));
    // The options firebase-tools gives the runtime itself.
    command.addAll(List.of("-Djava.security.manager=disallow", "-Duser.language=en"));
    command.addAll(List.of("-cp", jar, StorageRulesRuntime.class.getName()));
    command.addAll(List.of(args));
    Process child =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.INHERIT)
            .redirectOutput(ProcessBuilder.Redirect.INHERIT)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    // firebase-tools stops the runtime with SIGINT: take the child along.
    Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
    return child.waitFor();
  }

  private static void handle(String line) {
    long id = -1;
    try {
      JsonObject request = JsonParser.parseString(line).getAsJsonObject();
      id = request.has("id") ? request.get("id").getAsLong() : -1;
      if (!request.has("action")) {
        // firebase-tools' answer to a document read (it carries no action).
        SettableFuture<JsonObject> read = PENDING_READS.remove(id);
        if (read != null) read.set(request);
        return;
      }
      JsonObject reply = new JsonObject();
      reply.addProperty("id", id);
      String action = request.get("action").getAsString();
      JsonObject context = request.getAsJsonObject("context");
      switch (action) {
        case "load_ruleset" -> {
          loadRuleset(context, reply);
          send(reply);
        }
        case "verify" -> verify(id, context);
        default -> throw new IllegalArgumentException("unknown action: " + action);
      }
    } catch (Exception e) {
      send(denied(id, e));
    }
  }

  /**
   * firebase-tools drops a reply whose status is not "ok" and leaves its request waiting for ever;
   * an "ok" with errors makes it report the problem and deny.
   */
  private static JsonObject denied(long id, Throwable e) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    JsonArray errors = new JsonArray();
    errors.add("storage rules runtime: " + e);
    reply.add("errors", errors);
    reply.add("warnings", new JsonArray());
    JsonObject result = new JsonObject();
    result.addProperty("permit", false);
    reply.add("result", result);
    return reply;
  }

  private static void loadRuleset(JsonObject context, JsonObject reply) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement f : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject file = f.getAsJsonObject();
      source.addFiles(
          File.newBuilder()
              .setName(file.get("name").getAsString())
              .setContent(file.get("content").getAsString()));
    }
    // Cross-service rules make firestore.get(..)/exists(..) calls of the functions we supply, as in
    // production (the standalone default reads "firestore" as an unknown variable).
    FirebaseRulesLangOptions options =
        FirebaseRulesLangOptions.builder().allowCrossServiceRules(true).build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      String text =
          String.format(
              "%s:%d:%d: %s",
              issue.getSourcePosition().getFileName(),
              issue.getSourcePosition().getLine(),
              issue.getSourcePosition().getColumn(),
              issue.getDescription());
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(text);
    }
    if (!compiled.hasCompilationError()) {
      RULESETS.put(
          context.get("rulesetName").getAsString(),
          new DefaultEvaluator(compiled.getRulesetAst()));
    }
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", 2);
    reply.addProperty("status", "ok");
    reply.add("errors", errors);
    reply.add("warnings", warnings);
    reply.add("result", result);
  }

  private static void verify(long id, JsonObject context) throws Exception {
    String name = context.get("rulesetName").getAsString();
    DefaultEvaluator evaluator = RULESETS.get(name);
    if (evaluator == null) throw new IllegalStateException("no ruleset loaded as " + name);
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : context.get("path").getAsString().split("/")) {
      if (segment.isEmpty()) continue;
      path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    ImmutableMap.Builder<String, Supplier<ListenableFuture<ExpressionValue>>> variables =
        ImmutableMap.builder();
    JsonObject given = context.getAsJsonObject("variables");
    if (given != null) {
      for (Map.Entry<String, JsonElement> entry : given.entrySet()) {
        ExpressionValue value = expressionValue(entry.getValue());
        variables.put(entry.getKey(), () -> Futures.immediateFuture(value));
      }
    }
    FirestoreReads reads = new FirestoreReads(id);
    Evaluator.Context request =
        new RequestContext(
            context.get("service").getAsString(),
            context.get("method").getAsString(),
            path.build(),
            variables.build(),
            ImmutableMap.of(
                "firestore.get", reads.function("firestore.get", false),
                "firestore.exists", reads.function("firestore.exists", true)));
    var evaluation =
        Futures.withTimeout(
            evaluator.evaluate(request), EVALUATION_SECONDS, TimeUnit.SECONDS, TIMER);
    Futures.addCallback(
        evaluation,
        new FutureCallback<>() {
          @Override
          public void onSuccess(com.google.firebase.rules.runtime.common.EvaluationResult result) {
            send(verdict(id, result.permit(), new JsonArray()));
          }

          // A rule that fails to evaluate (a missing field, say) denies, as in production.
          // firebase-tools logs warnings; the reason a rule failed helps whoever writes the rules.
          @Override
          public void onFailure(Throwable e) {
            PENDING_READS.remove(id);
            JsonArray warnings = new JsonArray();
            warnings.add(String.valueOf(e));
            send(verdict(id, false, warnings));
          }
        },
        MoreExecutors.directExecutor());
  }

  private static JsonObject verdict(long id, boolean permit, JsonArray warnings) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    reply.addProperty("status", "ok");
    reply.add("errors", new JsonArray());
    reply.add("warnings", warnings);
    reply.add("result", result);
    return reply;
  }

  /**
   * The Firestore documents one verify reads. firebase-tools keeps one waiting answer per verify
   * id, so reads go one after another (chained), and a document read twice is asked for once.
   */
  private static final class FirestoreReads {
    private final long id;
    private final Map<String, ListenableFuture<JsonObject>> byPath = new HashMap<>();
    private ListenableFuture<?> last = Futures.immediateFuture(null);

    FirestoreReads(long id) {
      this.id = id;
    }

    private synchronized ListenableFuture<JsonObject> read(String path) {
      ListenableFuture<JsonObject> known = byPath.get(path);
      if (known != null) return known;
      ListenableFuture<JsonObject> next =
          Futures.transformAsync(
              Futures.catching(last, Throwable.class, e -> null, MoreExecutors.directExecutor()),
              ignored -> {
                SettableFuture<JsonObject> answer = SettableFuture.create();
                PENDING_READS.put(id, answer);
                JsonObject ask = new JsonObject();
                ask.addProperty("server_request_id", id);
                ask.addProperty("status", "ok");
                ask.addProperty("action", "fetch_firestore_document");
                JsonObject context = new JsonObject();
                context.addProperty("path", path);
                ask.add("context", context);
                send(ask);
                return answer;
              },
              MoreExecutors.directExecutor());
      byPath.put(path, next);
      last = next;
      return next;
    }

    AsyncRuntimeFunction function(String name, boolean exists) {
      return new AsyncRuntimeFunction() {
        @Override
        public String name() {
          return name;
        }

        @Override
        public ListenableFuture<ExecutionResponse> execute(ExecutionRequest call) {
          try {
            ExpressionValue arg = call.getArguments(0);
            List<String> segments =
                ExpressionValueUtils.getPathSegments(call.getSourcePosition(), arg.getPathValue());
            String path = "/" + String.join("/", segments);
            return Futures.transformAsync(
                read(path),
                answer -> {
                  boolean found =
                      "ok".equals(answer.has("status") ? answer.get("status").getAsString() : "")
                          && answer.has("result");
                  if (exists) {
                    return Futures.immediateFuture(
                        ExpressionValueUtils.createResponse(ExpressionValueUtils.createValue(found)));
                  }
                  if (!found) {
                    return Futures.immediateFailedFuture(
                        new IllegalStateException("firestore.get: no document at " + path));
                  }
                  return Futures.immediateFuture(
                      ExpressionValueUtils.createResponse(
                          document(segments, answer.getAsJsonObject("result"))));
                },
                MoreExecutors.directExecutor());
          } catch (Exception e) {
            return Futures.immediateFailedFuture(e);
          }
        }
      };
    }
  }

  /** A Firestore REST document as rules see it: {data, id}. */
  private static ExpressionValue document(List<String> segments, JsonObject doc) throws Exception {
    JsonObject fields = doc.has("fields") ? doc.getAsJsonObject("fields") : new JsonObject();
    JsonObject data = new JsonObject();
    JsonObject dataFields = new JsonObject();
    for (Map.Entry<String, JsonElement> f : fields.entrySet()) {
      dataFields.add(f.getKey(), fromFirestore(f.getValue().getAsJsonObject()));
    }
    data.add("fields", dataFields);
    JsonObject resource = new JsonObject();
    JsonObject resourceFields = new JsonObject();
    JsonObject dataValue = new JsonObject();
    dataValue.add("map_value", data);
    resourceFields.add("data", dataValue);
    JsonObject idValue = new JsonObject();
    idValue.addProperty("string_value", segments.get(segments.size() - 1));
    resourceFields.add("id", idValue);
    resource.add("fields", resourceFields);
    JsonObject value = new JsonObject();
    value.add("map_value", resource);
    return expressionValue(value);
  }

  /** A Firestore REST value ({"stringValue": ..}) as an ExpressionValue's JSON. */
  private static JsonObject fromFirestore(JsonObject v) {
    JsonObject out = new JsonObject();
    if (v.has("stringValue")) out.add("string_value", v.get("stringValue"));
    else if (v.has("integerValue")) out.add("int_value", v.get("integerValue"));
    else if (v.has("doubleValue")) out.add("float_value", v.get("doubleValue"));
    else if (v.has("booleanValue")) out.add("bool_value", v.get("booleanValue"));
    else if (v.has("timestampValue")) out.add("timestamp_value", v.get("timestampValue"));
    else if (v.has("referenceValue")) out.add("string_value", v.get("referenceValue"));
    else if (v.has("mapValue")) {
      JsonObject fields = new JsonObject();
      JsonObject given = v.getAsJsonObject("mapValue").getAsJsonObject("fields");
      if (given != null) {
        for (Map.Entry<String, JsonElement> f : given.entrySet()) {
          fields.add(f.getKey(), fromFirestore(f.getValue().getAsJsonObject()));
        }
      }
      JsonObject map = new JsonObject();
      map.add("fields", fields);
      out.add("map_value", map);
    } else if (v.has("arrayValue")) {
      JsonArray values = new JsonArray();
      JsonArray given = v.getAsJsonObject("arrayValue").getAsJsonArray("values");
      if (given != null) {
        for (JsonElement e : given) values.add(fromFirestore(e.getAsJsonObject()));
      }
      JsonObject list = new JsonObject();
      list.add("values", values);
      out.add("list_value", list);
    } else {
      // null, bytes and geo points: nothing our rules read.
      out.add("null_value", com.google.gson.JsonNull.INSTANCE);
    }
    return out;
  }

  private static ExpressionValue expressionValue(JsonElement json) throws Exception {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    if (json == null || json.isJsonNull()) return value.setNullValueValue(0).build();
    JsonFormat.parser().ignoringUnknownFields().merge(json.toString(), value);
    return value.build();
  }

  private record RequestContext(
      String service,
      String method,
      ExpressionPathValue path,
      ImmutableMap<String, Supplier<ListenableFuture<ExpressionValue>>> variables,
      ImmutableMap<String, AsyncRuntimeFunction> functions)
      implements Evaluator.Context {}
}
